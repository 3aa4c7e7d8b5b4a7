package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
	"os/exec"
)

func GinCmdiMapOtherClean(c *gin.Context) {
	param := c.Query("term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["a"]
	// vigil-ok: go.command-injection
	out, err := exec.Command("sh", "-c", "grep -c "+bar+" /var/log/app.log").Output()
	_ = out
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	c.String(http.StatusOK, "done")
}
