package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
)

func ChiSqliIfFalseClean(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	bar := "fixed"
	if 3 > 7 {
		bar = param
	}
	// vigil-ok: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	defer rows.Close()
	w.Write([]byte("done"))
}
