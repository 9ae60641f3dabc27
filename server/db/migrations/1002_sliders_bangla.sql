-- Sliders in both languages (docs/decisions/0065): the Bangla name, and a Bangla banner since the art
-- carries words. Empty means the English one serves both; the seeder fills the rows it wrote itself.
ALTER TABLE sliders ADD COLUMN name_bn text NOT NULL DEFAULT '';
ALTER TABLE sliders ADD COLUMN thumbnail_bn text NOT NULL DEFAULT '';
