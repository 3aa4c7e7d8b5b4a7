package main

import (
	"database/sql"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type AssetStore struct{ db *sql.DB }

func (s *AssetStore) ByOwner(owner string) (*sql.Rows, error) {
	// vigil: go.sql-injection
	return s.db.Query("SELECT id, name FROM assets WHERE owner = '" + owner + "'")
}

func (s *AssetStore) ByOwnerSafe(owner string) (*sql.Rows, error) {
	// vigil-ok: go.sql-injection
	return s.db.Query("SELECT id, name FROM assets WHERE owner = $1", owner)
}

var assets *AssetStore

// assetRoutes returns handlers that close over the store.
func assetRoutes(store *AssetStore) (http.HandlerFunc, http.HandlerFunc) {
	list := func(w http.ResponseWriter, r *http.Request) {
		store.ByOwner(r.URL.Query().Get("owner"))
		store.ByOwnerSafe(r.URL.Query().Get("owner"))
	}
	return list, func(w http.ResponseWriter, r *http.Request) {}
}

func assetFileHandler(root string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		// vigil: go.path-traversal
		raw, _ := os.ReadFile(filepath.Join(root, name))
		clean := filepath.Clean(name)
		if strings.Contains(clean, "..") {
			http.Error(w, "bad name", http.StatusBadRequest)
			return
		}
		// vigil-ok: go.path-traversal
		data, _ := os.ReadFile(filepath.Join(root, clean))
		w.Header().Set("Content-Type", "application/octet-stream")
		_, _ = w.Write(append(raw, data...))
	}
}

func assetDeleteHandler(w http.ResponseWriter, r *http.Request) {
	assets.ByOwnerSafe(r.FormValue("owner"))
	id := r.PathValue("id")
	// vigil: go.path-traversal
	_ = os.Remove("/srv/assets/" + id)
}
