package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
	"os"
	"path/filepath"
)

func ChiPathMapSafesink(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["b"]
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, filepath.Base(bar)))
	_ = data
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	w.Write([]byte("done"))
}
