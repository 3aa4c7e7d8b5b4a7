package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
	"strings"
)

func passGinSqliHelperVuln(v string) string {
	return strings.TrimSpace(v)
}

func GinSqliHelperVuln(c *gin.Context) {
	param := c.Query("term")
	bar := passGinSqliHelperVuln(param)
	// vigil: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	defer rows.Close()
	c.String(http.StatusOK, "done")
}
