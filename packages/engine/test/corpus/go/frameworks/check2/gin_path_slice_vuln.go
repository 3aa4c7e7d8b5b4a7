package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
	"os"
	"path/filepath"
)

func GinPathSliceVuln(c *gin.Context) {
	param := c.Query("term")
	xs := []string{"fixed", param}
	bar := xs[1]
	// vigil: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, bar))
	_ = data
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	c.String(http.StatusOK, "done")
}
