package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
	"os/exec"
)

func GinCmdiSliceSafesink(c *gin.Context) {
	param := c.Query("term")
	xs := []string{"fixed", param}
	bar := xs[1]
	// vigil-ok: go.command-injection
	out, err := exec.Command("grep", "-c", "--", bar, "/var/log/app.log").Output()
	_ = out
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	c.String(http.StatusOK, "done")
}
