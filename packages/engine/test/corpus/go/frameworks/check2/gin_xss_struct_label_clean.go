package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
)

type holderGinXssStructLabelClean struct {
	value string
	label string
}

func GinXssStructLabelClean(c *gin.Context) {
	param := c.Query("term")
	h := holderGinXssStructLabelClean{value: param, label: "fixed"}
	bar := h.label
	// vigil-ok: go.xss
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<p>"+bar+"</p>"))
}
