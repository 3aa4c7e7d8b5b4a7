package store

import (
	"context"
	"database/sql"
	"fmt"
)

const usersTable = "users"

type Store struct{ db *sql.DB }

func (s *Store) Find(name string) (*sql.Rows, error) {
	// vigil: go.sql-nonliteral
	return s.db.Query(fmt.Sprintf("SELECT id FROM users WHERE name = '%s'", name))
}

func (s *Store) Delete(ctx context.Context, id string) error {
	// vigil: go.sql-nonliteral
	_, err := s.db.ExecContext(ctx, "DELETE FROM sessions WHERE id = '"+id+"'")
	return err
}

func (s *Store) Sorted(order string) (*sql.Rows, error) {
	q := "SELECT id, name FROM users ORDER BY " + order
	// vigil: go.sql-nonliteral
	return s.db.Query(q)
}

func (s *Store) Truncate(table string) error {
	// vigil: go.sql-nonliteral
	_, err := s.db.Exec("TRUNCATE TABLE " + table)
	return err
}

func (s *Store) FindBound(name string) (*sql.Rows, error) {
	// vigil-ok: go.sql-nonliteral
	return s.db.Query("SELECT id FROM users WHERE name = $1", name)
}

func (s *Store) Count() (*sql.Rows, error) {
	// vigil-ok: go.sql-nonliteral
	return s.db.Query("SELECT count(*) FROM " + usersTable)
}

func (s *Store) Fixed() (*sql.Rows, error) {
	q := fmt.Sprintf("SELECT id FROM %s WHERE active", "users")
	// vigil-ok: go.sql-nonliteral
	return s.db.Query(q)
}
