package api

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type API struct {
	DB      *gorm.DB
	Uploads string
}

type Ticket struct {
	ID      uint
	Subject string
	Status  string
}

func (a *API) Register(r *gin.Engine) {
	r.GET("/tickets", a.listTickets)
	r.GET("/tickets/safe", a.listTicketsSafe)
	r.GET("/attachments", a.attachment)
	r.POST("/diagnostics", a.diagnostics)
	r.GET("/out", a.out)
	r.GET("/hello", a.hello)
	r.POST("/webhook/test", a.webhookTest)
}

func (a *API) listTickets(c *gin.Context) {
	status := c.Query("status")
	var tickets []Ticket
	// vigil: go.sql-injection
	a.DB.Raw("SELECT * FROM tickets WHERE status = '" + status + "'").Scan(&tickets)
	// vigil: go.sql-injection
	a.DB.Where(fmt.Sprintf("subject LIKE '%%%s%%'", c.Query("q"))).Find(&tickets)
	c.JSON(http.StatusOK, tickets)
}

func (a *API) listTicketsSafe(c *gin.Context) {
	var tickets []Ticket
	// vigil-ok: go.sql-injection
	a.DB.Raw("SELECT * FROM tickets WHERE status = ?", c.Query("status")).Scan(&tickets)
	// vigil-ok: go.sql-injection
	a.DB.Where("subject LIKE ?", "%"+c.Query("q")+"%").Find(&tickets)
	c.JSON(http.StatusOK, tickets)
}

func (a *API) attachment(c *gin.Context) {
	name := c.Query("name")
	// vigil: go.path-traversal
	c.File(filepath.Join(a.Uploads, name))
}

func (a *API) attachmentSafe(c *gin.Context) {
	root, _ := filepath.Abs(a.Uploads)
	target, err := filepath.Abs(filepath.Join(root, c.Query("name")))
	if err != nil || !filepath.HasPrefix(target, root+string(os.PathSeparator)) {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	// vigil-ok: go.path-traversal
	c.File(target)
}

func (a *API) diagnostics(c *gin.Context) {
	var req struct {
		Host string `json:"host"`
	}
	if err := c.BindJSON(&req); err != nil {
		return
	}
	// vigil: go.command-injection
	out, _ := exec.Command("/bin/sh", "-c", "traceroute "+req.Host).CombinedOutput()
	// vigil-ok: go.command-injection
	out2, _ := exec.Command("traceroute", "--", req.Host).CombinedOutput()
	c.String(http.StatusOK, string(out)+string(out2))
}

func (a *API) out(c *gin.Context) {
	// vigil: go.open-redirect
	c.Redirect(http.StatusFound, c.Query("to"))
}

func (a *API) hello(c *gin.Context) {
	name := c.DefaultQuery("name", "guest")
	// vigil: go.xss
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<h1>Hello "+name+"</h1>"))
	// vigil-ok: go.xss
	c.JSON(http.StatusOK, gin.H{"hello": name})
}

func (a *API) webhookTest(c *gin.Context) {
	url := c.PostForm("url")
	// vigil: go.ssrf
	resp, err := http.Post(url, "application/json", nil)
	if err == nil {
		resp.Body.Close()
	}
	c.Status(http.StatusAccepted)
}
