-- Ludo Dhaka is a dice-and-board game: the seed now files it with the table games (beside Jhandi Munda and
-- Sic Bo), where a player looks for it, instead of under BINGO, the type the screens name Poker (card games).
-- A site seeded earlier moves the house game's row and the betting records already written of it, as
-- 4011_jhandi_munda_table_game.sql did for Jhandi Munda. A row an operator filed elsewhere is left alone.
UPDATE game_catalogue SET type = 'TABLE' WHERE code = 'chakka_ludo_dhaka' AND type = 'BINGO';
UPDATE betting_records SET game_type = 'TABLE' WHERE game_code = 'chakka_ludo_dhaka' AND game_type = 'BINGO';
