package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
	"os"
	"path/filepath"
)

func EchoPathMapVuln(c echo.Context) error {
	param := c.QueryParam("term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["b"]
	// vigil: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, bar))
	_ = data
	if err != nil {
		return c.String(http.StatusInternalServerError, "failed")
	}
	return c.String(http.StatusOK, "done")
}
