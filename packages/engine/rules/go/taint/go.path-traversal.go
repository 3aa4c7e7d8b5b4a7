package handlers

import (
	"io/ioutil"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const base = "/srv/files"

func Download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	// vigil: go.path-traversal
	data, _ := os.ReadFile(filepath.Join(base, name))
	// vigil-ok: go.path-traversal
	safe, _ := os.ReadFile(filepath.Join(base, filepath.Base(name)))
	// vigil: go.path-traversal
	f, _ := os.Open("/tmp/" + r.FormValue("f"))
	defer f.Close()
	p := filepath.Clean(filepath.Join(base, r.FormValue("p")))
	if !strings.HasPrefix(p, base+"/") {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// vigil-ok: go.path-traversal
	more, _ := ioutil.ReadFile(p)
	w.Write(append(append(data, safe...), more...))
}
