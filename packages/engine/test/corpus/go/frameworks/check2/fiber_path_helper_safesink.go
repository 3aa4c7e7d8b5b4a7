package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func passFiberPathHelperSafesink(v string) string {
	return strings.TrimSpace(v)
}

func FiberPathHelperSafesink(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := passFiberPathHelperSafesink(param)
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, filepath.Base(bar)))
	_ = data
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	return c.SendString("done")
}
