package api

import (
	"context"
	"database/sql"
	"fmt"
	"html/template"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

type Admin struct {
	DB   *sql.DB
	Tmpl *template.Template
}

func (a *Admin) purge(c *gin.Context) {
	days := c.PostForm("days")
	// vigil: go.sql-injection
	_, _ = a.DB.Exec(fmt.Sprintf("DELETE FROM audit_log WHERE created_at < now() - interval '%s days'", days))
	n, err := strconv.Atoi(days)
	if err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	// vigil-ok: go.sql-injection
	_, _ = a.DB.Exec(fmt.Sprintf("DELETE FROM audit_log WHERE created_at < now() - interval '%d days'", n))
	// vigil-ok: go.sql-injection
	_, _ = a.DB.Exec("DELETE FROM audit_log WHERE created_at < now() - make_interval(days => $1)", n)
}

func (a *Admin) backup(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c, time.Minute)
	defer cancel()
	label := c.PostForm("label")
	// vigil: go.command-injection
	_ = exec.CommandContext(ctx, "bash", "-c", "pg_dump app > /backups/"+label+".sql").Run()
	// vigil-ok: go.command-injection
	_ = exec.CommandContext(ctx, "pg_dump", "--file", "/backups/nightly.sql", "app").Run()
}

func (a *Admin) readConfig(c *gin.Context) {
	// vigil: go.path-traversal
	data, err := os.ReadFile("/etc/app/" + c.Query("file"))
	if err != nil {
		c.Status(http.StatusNotFound)
		return
	}
	c.String(http.StatusOK, string(data))
}

func (a *Admin) notice(c *gin.Context) {
	msg := c.Query("msg")
	// vigil: go.xss
	_ = a.Tmpl.ExecuteTemplate(c.Writer, "notice.html", template.HTML(msg))
	// vigil-ok: go.xss
	_ = a.Tmpl.ExecuteTemplate(c.Writer, "notice.html", msg)
}

func (a *Admin) probe(c *gin.Context) {
	target := c.Query("target")
	// vigil: go.ssrf
	req, _ := http.NewRequestWithContext(c, http.MethodGet, target, nil)
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	c.Status(http.StatusNoContent)
}

func (a *Admin) back(c *gin.Context) {
	// vigil: go.open-redirect
	c.Redirect(http.StatusSeeOther, c.GetHeader("Referer"))
}
