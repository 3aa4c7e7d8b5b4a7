package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
	"os/exec"
	"strings"
)

func passChiCmdiHelperSafesink(v string) string {
	return strings.TrimSpace(v)
}

func ChiCmdiHelperSafesink(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	bar := passChiCmdiHelperSafesink(param)
	// vigil-ok: go.command-injection
	out, err := exec.Command("grep", "-c", "--", bar, "/var/log/app.log").Output()
	_ = out
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	w.Write([]byte("done"))
}
