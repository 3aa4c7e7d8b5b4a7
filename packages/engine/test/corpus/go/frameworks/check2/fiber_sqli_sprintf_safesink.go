package check2

import (
	"fmt"
	"github.com/gofiber/fiber/v2"
	"net/http"
)

func FiberSqliSprintfSafesink(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := fmt.Sprintf("%s", param)
	// vigil-ok: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = ?", bar)
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	defer rows.Close()
	return c.SendString("done")
}
