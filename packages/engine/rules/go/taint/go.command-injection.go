package handlers

import (
	"net/http"
	"os/exec"

	"github.com/gin-gonic/gin"
)

func Ping(w http.ResponseWriter, r *http.Request) {
	host := r.FormValue("host")
	// vigil: go.command-injection
	out, _ := exec.Command("sh", "-c", "ping -c 1 "+host).Output()
	// vigil-ok: go.command-injection
	out2, _ := exec.Command("ping", "-c", "1", "localhost").Output()
	// vigil: go.command-injection
	exec.Command(r.URL.Query().Get("tool")).Run()
	w.Write(append(out, out2...))
}

func Convert(c *gin.Context) {
	file := c.Query("file")
	// vigil: go.command-injection
	cmd := exec.Command("bash", "-c", "convert "+file+" out.png")
	cmd.Run()
	mode := "fast"
	if mode == "slow" {
		// vigil-ok: go.command-injection
		exec.Command("sh", "-c", file).Run()
	}
}

func Archive(c *gin.Context) {
	ctx := c.Request.Context()
	name := c.PostForm("name")
	// vigil: go.command-injection
	exec.CommandContext(ctx, "/bin/bash", "-c", "tar czf /tmp/"+name+".tgz /srv/data").Run()
	// vigil-ok: go.command-injection
	exec.CommandContext(ctx, "tar", "czf", "/tmp/out.tgz", "--", name).Run()
}
