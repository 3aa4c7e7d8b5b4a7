package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
	"os"
	"path/filepath"
)

type holderGinPathStructSafesink struct {
	value string
	label string
}

func GinPathStructSafesink(c *gin.Context) {
	param := c.Query("term")
	h := holderGinPathStructSafesink{value: param, label: "fixed"}
	bar := h.value
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, filepath.Base(bar)))
	_ = data
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	c.String(http.StatusOK, "done")
}
