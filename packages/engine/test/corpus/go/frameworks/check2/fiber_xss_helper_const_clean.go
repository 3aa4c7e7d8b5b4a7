package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
)

func passFiberXssHelperConstClean(v string) string {
	_ = v
	return "archive"
}

func FiberXssHelperConstClean(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := passFiberXssHelperConstClean(param)
	// vigil-ok: go.xss
	return c.Type("html").SendString("<p>" + bar + "</p>")
}
