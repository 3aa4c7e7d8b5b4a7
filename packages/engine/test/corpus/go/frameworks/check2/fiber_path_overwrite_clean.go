package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
	"os"
	"path/filepath"
)

func FiberPathOverwriteClean(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := param
	bar = "fixed"
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, bar))
	_ = data
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	return c.SendString("done")
}
