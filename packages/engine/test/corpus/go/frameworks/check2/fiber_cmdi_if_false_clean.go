package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
	"os/exec"
)

func FiberCmdiIfFalseClean(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := "fixed"
	if 3 > 7 {
		bar = param
	}
	// vigil-ok: go.command-injection
	out, err := exec.Command("sh", "-c", "grep -c "+bar+" /var/log/app.log").Output()
	_ = out
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	return c.SendString("done")
}
