package portal

import (
	"net/http"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

type Tickets struct {
	Uploads string
	Secure  bool
}

func (t *Tickets) Register(r *gin.Engine) {
	r.GET("/tickets/echo", t.echoSubject)
	r.GET("/tickets/preview", t.preview)
	r.GET("/tickets/export", t.export)
	r.GET("/tickets/embed", t.embed)
	r.POST("/tickets/login", t.login)
	r.POST("/tickets/attach", t.attach)
}

func (t *Tickets) echoSubject(c *gin.Context) {
	// vigil-ok: go.xss
	c.String(http.StatusOK, "subject: %s", c.Query("subject"))
}

func (t *Tickets) preview(c *gin.Context) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	// vigil: go.xss
	c.String(http.StatusOK, "<h2>"+c.Query("subject")+"</h2>")
}

func (t *Tickets) export(c *gin.Context) {
	// vigil-ok: go.xss
	c.Data(http.StatusOK, "text/csv; charset=utf-8", []byte("subject\n"+c.Query("subject")))
}

func (t *Tickets) embed(c *gin.Context) {
	// vigil: go.xss
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<div>"+c.Query("body")+"</div>"))
}

func (t *Tickets) login(c *gin.Context) {
	sid := newSessionID()
	// vigil: go.cookie-insecure
	c.SetCookie("ticket_session", sid, 3600, "/", "", false, false)
	// vigil-ok: go.cookie-insecure
	c.SetCookie("ticket_session", sid, 3600, "/", "", t.Secure, true)
	c.Status(http.StatusNoContent)
}

func (t *Tickets) attach(c *gin.Context) {
	f, err := c.FormFile("file")
	if err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	// vigil-ok: go.path-traversal
	if err := c.SaveUploadedFile(f, filepath.Join(t.Uploads, f.Filename)); err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	// vigil: go.path-traversal
	if err := c.SaveUploadedFile(f, filepath.Join(t.Uploads, c.PostForm("folder"), "latest")); err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusCreated)
}

func newSessionID() string { return "" }
