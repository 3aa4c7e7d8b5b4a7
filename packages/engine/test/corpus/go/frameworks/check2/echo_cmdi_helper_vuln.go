package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
	"os/exec"
	"strings"
)

func passEchoCmdiHelperVuln(v string) string {
	return strings.TrimSpace(v)
}

func EchoCmdiHelperVuln(c echo.Context) error {
	param := c.QueryParam("term")
	bar := passEchoCmdiHelperVuln(param)
	// vigil: go.command-injection
	out, err := exec.Command("sh", "-c", "grep -c "+bar+" /var/log/app.log").Output()
	_ = out
	if err != nil {
		return c.String(http.StatusInternalServerError, "failed")
	}
	return c.String(http.StatusOK, "done")
}
