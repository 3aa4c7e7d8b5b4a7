package check2

import (
	"fmt"
	"github.com/go-chi/chi/v5"
	"net/http"
)

func ChiSqliSprintfVuln(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	bar := fmt.Sprintf("%s", param)
	// vigil: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	defer rows.Close()
	w.Write([]byte("done"))
}
