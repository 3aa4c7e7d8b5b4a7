package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
	"strings"
)

func EchoSqliJoinVuln(c echo.Context) error {
	param := c.QueryParam("term")
	bar := strings.Join([]string{"", param}, "")
	// vigil: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		return c.String(http.StatusInternalServerError, "failed")
	}
	defer rows.Close()
	return c.String(http.StatusOK, "done")
}
