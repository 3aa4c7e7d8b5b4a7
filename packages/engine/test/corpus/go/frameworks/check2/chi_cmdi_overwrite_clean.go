package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
	"os/exec"
)

func ChiCmdiOverwriteClean(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	bar := param
	bar = "fixed"
	// vigil-ok: go.command-injection
	out, err := exec.Command("sh", "-c", "grep -c "+bar+" /var/log/app.log").Output()
	_ = out
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	w.Write([]byte("done"))
}
