-- Jhandi Munda is a dice game: the seed now files it with the table games (beside Sic Bo), where the
-- lobby and the betting record call it Table, instead of under BINGO, the type the screens name Poker.
-- A site seeded earlier moves the house game's row and the betting records already written of it (the
-- record keeps the game type it was settled with). A row an operator filed elsewhere is left alone.
UPDATE game_catalogue SET type = 'TABLE' WHERE code = 'chakka_jhandi_munda' AND type = 'BINGO';
UPDATE betting_records SET game_type = 'TABLE' WHERE game_code = 'chakka_jhandi_munda' AND game_type = 'BINGO';
