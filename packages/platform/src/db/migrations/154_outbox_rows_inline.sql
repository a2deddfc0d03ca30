-- Events and carts are written on every cart change and read back a few times, then done with, so
-- their rows are kept whole instead of compressed: by default PostgreSQL compresses a row above
-- about 2 KB before storing it, and a `cart.updated` event (the whole cart, 2.2 KB of JSON) was
-- compressed on every add-to-cart. Kept inline up to 8 KB, the cart's save with its event takes
-- 0.175–0.187 ms of the server's time instead of 0.216–0.227 (pg_stat_statements on the bench's
-- cluster, docs/events.md), for about 1 KB more of disk per event. Larger rows are still compressed.
ALTER TABLE outbox_events SET (toast_tuple_target = 8160);
ALTER TABLE carts SET (toast_tuple_target = 8160);
