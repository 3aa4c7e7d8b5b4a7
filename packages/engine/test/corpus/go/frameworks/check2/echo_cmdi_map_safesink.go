package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
	"os/exec"
)

func EchoCmdiMapSafesink(c echo.Context) error {
	param := c.QueryParam("term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["b"]
	// vigil-ok: go.command-injection
	out, err := exec.Command("grep", "-c", "--", bar, "/var/log/app.log").Output()
	_ = out
	if err != nil {
		return c.String(http.StatusInternalServerError, "failed")
	}
	return c.String(http.StatusOK, "done")
}
