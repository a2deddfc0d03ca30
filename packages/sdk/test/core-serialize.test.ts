import { describe, expect, it } from 'vitest';
import {
  fromWireAddress,
  fromWireNumber,
  imageFromMediaUri,
  mediaUriFromImage,
  prepareCartLikeRequest,
  reviveCartLike,
  reviveWire,
  toWireAddress,
  toWireJson,
  toWireNumber,
} from '../src/core/serialize';

const fileId = '3f1c2b7a-1d2e-4f00-8a00-0000000000aa';
const uri = `wix:image://v1/${fileId}/linen%20shirt.png#originWidth=800&originHeight=600`;

describe('numbers', () => {
  it.each([
    [NaN, 'NaN'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity'],
    [2.5, 2.5],
  ])('%s travels as %j and comes back', (value, wire) => {
    expect(toWireNumber(value)).toEqual(wire);
    expect(fromWireNumber(wire)).toEqual(value);
  });

  it('numeric strings become numbers; other strings stay', () => {
    expect(fromWireNumber('0.75')).toBe(0.75);
    expect(fromWireNumber('heavy')).toBe('heavy');
    expect(fromWireNumber('')).toBe('');
  });

  it('toWireJson writes non-finite numbers as strings, where JSON.stringify would write null', () => {
    expect(JSON.stringify({ price: Infinity })).toBe('{"price":null}');
    expect(toWireJson({ price: Infinity, weight: NaN, cost: -Infinity, at: new Date(0) })).toBe(
      '{"price":"Infinity","weight":"NaN","cost":"-Infinity","at":"1970-01-01T00:00:00.000Z"}',
    );
  });
});

describe('media', () => {
  it('a media URI becomes an image object served by the media host', () => {
    expect(imageFromMediaUri(uri, 'http://localhost:3000')).toEqual({
      id: fileId,
      url: `http://localhost:3000/media/${fileId}/linen%20shirt.png`,
      width: 800,
      height: 600,
    });
  });

  it('and back', () => {
    expect(mediaUriFromImage(imageFromMediaUri(uri, 'http://localhost:3000'))).toBe(uri);
  });

  it('a plain https URL passes through both ways', () => {
    expect(imageFromMediaUri('https://cdn.example/a.jpg')).toEqual({ url: 'https://cdn.example/a.jpg' });
    expect(mediaUriFromImage({ url: 'https://cdn.example/a.jpg' })).toBe('https://cdn.example/a.jpg');
  });

  it('a URI without a size gives an image without one', () => {
    expect(imageFromMediaUri(`wix:image://v1/${fileId}/a.png`, 'http://h')).toEqual({ id: fileId, url: `http://h/media/${fileId}/a.png` });
  });
});

describe('addresses', () => {
  const shown = { country: 'IL', city: 'Tel Aviv', addressLine1: '1 Rothschild Blvd', addressLine2: 'Floor 3', location: { latitude: 32.06, longitude: 34.77 } };
  const wire = { country: 'IL', city: 'Tel Aviv', addressLine: '1 Rothschild Blvd', addressLine2: 'Floor 3', geocode: { latitude: 32.06, longitude: 34.77 } };

  it('renames addressLine1/location to the wire names and back', () => {
    expect(toWireAddress(shown)).toEqual(wire);
    expect(fromWireAddress(wire)).toEqual(shown);
  });

  it('is safe to apply twice, and turns geocode strings into numbers', () => {
    expect(toWireAddress(toWireAddress(shown))).toEqual(wire);
    expect(fromWireAddress({ geocode: { latitude: '32.06', longitude: '34.77' } } as never)).toEqual({ location: { latitude: 32.06, longitude: 34.77 } });
  });
});

describe('cart-like responses and requests', () => {
  const response = {
    cart: {
      id: 'c1',
      createdDate: '2024-05-01T10:00:00.000Z',
      updatedDate: '2024-05-02T11:30:00.000Z',
      lineItems: [
        {
          id: 'l1',
          image: uri,
          url: { relativePath: '/product/linen-shirt', url: 'http://localhost:3000/product/linen-shirt' },
          price: { amount: '10.50', formattedAmount: '$10.50' },
          physicalProperties: { weight: '0.75', shippable: true },
          catalogOverrideFields: { image: { id: fileId, url: 'http://x/y.png', width: 1, height: 2 }, physicalProperties: { weight: 'NaN' } },
          serviceProperties: { scheduledDate: '2024-06-01T09:00:00.000Z' },
        },
      ],
      contactInfo: { address: { city: 'Tel Aviv', addressLine: '1 Rothschild Blvd', geocode: { latitude: '32.06', longitude: '34.77' } } },
    },
    shippingInfo: {
      carrierServiceOptions: [{ logistics: { deliveryTimeSlot: { from: '2024-06-01T09:00:00.000Z', to: '2024-06-01T12:00:00.000Z' } } }],
    },
    membershipOptions: { invalidMemberships: [{ membership: { expirationDate: '2025-01-01T00:00:00.000Z' } }] },
  };

  it('reviveCartLike: dates → Date, weights and geocodes → numbers, media URIs → image objects, money stays decimal strings', () => {
    const revived = reviveCartLike<any>(response, { mediaBaseUrl: 'http://localhost:3000' });
    expect(revived.cart.createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(revived.cart.updatedDate).toBeInstanceOf(Date);
    const [line] = revived.cart.lineItems;
    expect(line.image).toEqual(imageFromMediaUri(uri, 'http://localhost:3000'));
    expect(line.catalogOverrideFields.image).toEqual({ id: fileId, url: 'http://x/y.png', width: 1, height: 2 });
    expect(line.physicalProperties.weight).toBe(0.75);
    expect(line.catalogOverrideFields.physicalProperties.weight).toBeNaN();
    expect(line.serviceProperties.scheduledDate).toEqual(new Date('2024-06-01T09:00:00.000Z'));
    expect(line.price).toEqual({ amount: '10.50', formattedAmount: '$10.50' });
    expect(line.url).toEqual(response.cart.lineItems[0]!.url);
    expect(revived.cart.contactInfo.address.geocode).toEqual({ latitude: 32.06, longitude: 34.77 });
    expect(revived.shippingInfo.carrierServiceOptions[0].logistics.deliveryTimeSlot).toEqual({
      from: new Date('2024-06-01T09:00:00.000Z'),
      to: new Date('2024-06-01T12:00:00.000Z'),
    });
    expect(revived.membershipOptions.invalidMemberships[0].membership.expirationDate).toBeInstanceOf(Date);
    // The input is left as it was.
    expect(response.cart.createdDate).toBe('2024-05-01T10:00:00.000Z');
  });

  it('a `from` outside a delivery slot is left alone', () => {
    expect(reviveWire({ coupon: { from: '2024-06-01T09:00:00.000Z' } })).toEqual({ coupon: { from: '2024-06-01T09:00:00.000Z' } });
  });

  it('prepareCartLikeRequest: dates → ISO, non-finite → strings, media URIs → image objects, addresses → wire names', () => {
    const request = {
      lineItems: [{ quantity: 1, image: uri, physicalProperties: { weight: Infinity }, serviceProperties: { scheduledDate: new Date('2024-06-01T09:00:00.000Z') } }],
      shippingAddress: { addressLine1: '1 Main St', location: { latitude: 1, longitude: 2 }, city: 'X' },
      billingInfo: { address: { addressLine1: '2 Main St' } },
      couponCode: undefined,
    };
    expect(prepareCartLikeRequest(request, { mediaBaseUrl: 'http://localhost:3000' })).toEqual({
      lineItems: [
        {
          quantity: 1,
          image: imageFromMediaUri(uri, 'http://localhost:3000'),
          physicalProperties: { weight: 'Infinity' },
          serviceProperties: { scheduledDate: '2024-06-01T09:00:00.000Z' },
        },
      ],
      shippingAddress: { addressLine: '1 Main St', geocode: { latitude: 1, longitude: 2 }, city: 'X' },
      billingInfo: { address: { addressLine: '2 Main St' } },
    });
    expect(request.shippingAddress.addressLine1).toBe('1 Main St');
  });
});
