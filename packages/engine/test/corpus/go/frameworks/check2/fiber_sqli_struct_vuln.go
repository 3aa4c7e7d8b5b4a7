package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
)

type holderFiberSqliStructVuln struct {
	value string
	label string
}

func FiberSqliStructVuln(c *fiber.Ctx) error {
	param := c.Query("term")
	h := holderFiberSqliStructVuln{value: param, label: "fixed"}
	bar := h.value
	// vigil: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	defer rows.Close()
	return c.SendString("done")
}
