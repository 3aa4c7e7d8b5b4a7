package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
	"net/url"
)

func FiberRedirectSliceSafesink(c *fiber.Ctx) error {
	param := c.Query("term")
	xs := []string{"fixed", param}
	bar := xs[1]
	// vigil-ok: go.open-redirect
	return c.Redirect("/home?tab="+url.QueryEscape(bar), http.StatusFound)
}
