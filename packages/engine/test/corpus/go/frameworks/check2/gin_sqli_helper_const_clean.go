package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
)

func passGinSqliHelperConstClean(v string) string {
	_ = v
	return "archive"
}

func GinSqliHelperConstClean(c *gin.Context) {
	param := c.Query("term")
	bar := passGinSqliHelperConstClean(param)
	// vigil-ok: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	defer rows.Close()
	c.String(http.StatusOK, "done")
}
