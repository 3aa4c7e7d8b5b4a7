package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
)

func GinSqliMapSafesink(c *gin.Context) {
	param := c.Query("term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["b"]
	// vigil-ok: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = ?", bar)
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
	}
	defer rows.Close()
	c.String(http.StatusOK, "done")
}
