package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
)

func FiberRedirectMapOtherClean(c *fiber.Ctx) error {
	param := c.Query("term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["a"]
	// vigil-ok: go.open-redirect
	return c.Redirect(bar, http.StatusFound)
}
