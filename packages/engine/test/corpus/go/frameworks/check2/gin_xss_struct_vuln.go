package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
)

type holderGinXssStructVuln struct {
	value string
	label string
}

func GinXssStructVuln(c *gin.Context) {
	param := c.Query("term")
	h := holderGinXssStructVuln{value: param, label: "fixed"}
	bar := h.value
	// vigil: go.xss
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<p>"+bar+"</p>"))
}
