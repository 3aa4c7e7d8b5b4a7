package store

import (
	"database/sql"
	"net/http"
)

type Repo struct {
	DB *sql.DB
}

func (r *Repo) Find(w http.ResponseWriter, req *http.Request) {
	q := req.URL.Query()
	// vigil: go.sql-injection
	_, _ = r.DB.Query("SELECT * FROM assets WHERE " + Where("owner", q.Get("owner")))
	// vigil-ok: go.sql-injection
	_, _ = r.DB.Query("SELECT * FROM assets ORDER BY " + Ident(q.Get("sort")))
}
