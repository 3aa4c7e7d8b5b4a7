package check2

import (
	"github.com/gofiber/fiber/v2"
	"html"
	"net/http"
)

func FiberXssMapSafesink(c *fiber.Ctx) error {
	param := c.Query("term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["b"]
	// vigil-ok: go.xss
	return c.Type("html").SendString("<p>" + html.EscapeString(bar) + "</p>")
}
