package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
	"strings"
)

func passFiberXssHelperVuln(v string) string {
	return strings.TrimSpace(v)
}

func FiberXssHelperVuln(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := passFiberXssHelperVuln(param)
	// vigil: go.xss
	return c.Type("html").SendString("<p>" + bar + "</p>")
}
