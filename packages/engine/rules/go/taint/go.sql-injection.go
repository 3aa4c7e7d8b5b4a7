package handlers

import (
	"database/sql"
	"fmt"
	"net/http"
	"strconv"

	"gorm.io/gorm"
)

var db *sql.DB

func GetUser(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	// vigil: go.sql-injection
	rows, err := db.Query("SELECT name FROM users WHERE id = " + id)
	if err != nil {
		return
	}
	defer rows.Close()
	// vigil-ok: go.sql-injection
	rows2, _ := db.Query("SELECT name FROM users WHERE id = $1", id)
	defer rows2.Close()
	q := fmt.Sprintf("DELETE FROM sessions WHERE user = '%s'", r.FormValue("user"))
	// vigil: go.sql-injection
	db.Exec(q)
	n, err := strconv.Atoi(r.FormValue("limit"))
	if err != nil {
		return
	}
	// vigil-ok: go.sql-injection
	db.Query(fmt.Sprintf("SELECT * FROM logs LIMIT %d", n))
	// vigil: go.sql-injection
	db.QueryRowContext(r.Context(), "SELECT 1 FROM t WHERE x = '"+r.Header.Get("X-Tenant")+"'")
}

type store struct{ DB *gorm.DB }

type ticket struct{ Subject string }

func (s *store) search(w http.ResponseWriter, r *http.Request) {
	var found []ticket
	term := r.URL.Query().Get("term")
	// vigil: go.sql-injection
	s.DB.Where("subject LIKE '%" + term + "%'").Find(&found)
	// vigil-ok: go.sql-injection
	s.DB.Where("subject LIKE ?", "%"+term+"%").Find(&found)
	fmt.Fprint(w, len(found))
}
