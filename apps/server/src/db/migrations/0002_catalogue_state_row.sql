INSERT INTO catalogue_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
