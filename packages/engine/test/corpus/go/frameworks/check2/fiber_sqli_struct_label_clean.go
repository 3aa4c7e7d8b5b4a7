package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
)

type holderFiberSqliStructLabelClean struct {
	value string
	label string
}

func FiberSqliStructLabelClean(c *fiber.Ctx) error {
	param := c.Query("term")
	h := holderFiberSqliStructLabelClean{value: param, label: "fixed"}
	bar := h.label
	// vigil-ok: go.sql-injection
	rows, err := db.Query("SELECT id FROM members WHERE handle = '" + bar + "'")
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	defer rows.Close()
	return c.SendString("done")
}
