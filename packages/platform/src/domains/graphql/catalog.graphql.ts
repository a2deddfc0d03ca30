/**
 * The GraphQL schema of `/graphql/alpha`: catalogue reads only. Types mirror the REST wire shapes;
 * nested parts that clients read as a whole (media, options, variants) travel as JSON.
 */
export const catalogSchema = /* GraphQL */ `
  scalar JSON

  type FormattedPrice {
    price: String!
    discountedPrice: String!
    pricePerUnit: String
  }

  type PriceData {
    currency: String!
    price: Float!
    discountedPrice: Float!
    pricePerUnit: Float
    formatted: FormattedPrice!
  }

  type Stock {
    trackInventory: Boolean!
    quantity: Int
    inStock: Boolean!
    inventoryStatus: String!
  }

  type Range {
    minValue: Float!
    maxValue: Float!
  }

  type Product {
    id: ID!
    name: String!
    slug: String!
    visible: Boolean!
    productType: String!
    description: String!
    sku: String
    weight: Float
    stock: Stock!
    priceData: PriceData!
    convertedPriceData: PriceData!
    priceRange: Range
    discountedPriceRange: Range
    weightRange: Range
    discount: JSON!
    ribbon: String
    brand: String
    manageVariants: Boolean!
    productOptions: JSON!
    media: JSON!
    variants: JSON
    collectionIds: [ID!]!
    collections: [Collection!]!
    createdDate: String!
    lastUpdated: String!
  }

  type Collection {
    id: ID!
    name: String!
    slug: String!
    description: String!
    visible: Boolean!
    numberOfProducts: Int!
    media: JSON!
    createdDate: String!
    lastUpdated: String!
    products(limit: Int, offset: Int, sort: JSON): ProductPage!
  }

  type ProductPage {
    items: [Product!]!
    offset: Int!
    totalResults: Int!
    tooManyToCount: Boolean!
  }

  type CollectionPage {
    items: [Collection!]!
    offset: Int!
    totalResults: Int!
  }

  type Query {
    "One product by id; null when the caller may not see it."
    product(id: ID!): Product
    "The filter and sort of query-platformized; at most 100 per page."
    products(filter: JSON, sort: JSON, limit: Int, offset: Int): ProductPage!
    "One collection by id or slug."
    collection(id: ID, slug: String): Collection
    collections(filter: JSON, sort: JSON, limit: Int, offset: Int): CollectionPage!
  }
`;
