-- The seed's slider banners and game tiles are WebP pictures now, not SVG documents (docs/decisions/0161:
-- an SVG in an <img> is a document laid out on the page's main thread). Rows that still hold a seeded
-- SVG path move onto the picture of the same name; the SVG files are gone from public/storage/.
-- Pictures an operator set to anything else are left alone.
UPDATE game_catalogue SET thumbnail = regexp_replace(thumbnail, '\.svg$', '.webp')
  WHERE thumbnail ~ '^/storage/games/[a-z0-9_]+\.svg$';
UPDATE sliders SET thumbnail = regexp_replace(thumbnail, '\.svg$', '.webp')
  WHERE thumbnail ~ '^/storage/sliders/(main|favourite|feature)-[0-9]+\.svg$';
UPDATE sliders SET thumbnail_bn = regexp_replace(thumbnail_bn, '\.bn\.svg$', '.bn.webp')
  WHERE thumbnail_bn ~ '^/storage/sliders/(main|favourite|feature)-[0-9]+\.bn\.svg$';
