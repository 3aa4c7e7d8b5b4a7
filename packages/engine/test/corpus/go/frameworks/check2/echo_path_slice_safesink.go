package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
	"os"
	"path/filepath"
)

func EchoPathSliceSafesink(c echo.Context) error {
	param := c.QueryParam("term")
	xs := []string{"fixed", param}
	bar := xs[1]
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, filepath.Base(bar)))
	_ = data
	if err != nil {
		return c.String(http.StatusInternalServerError, "failed")
	}
	return c.String(http.StatusOK, "done")
}
