package check2

import (
	"fmt"
	"github.com/gofiber/fiber/v2"
	"net/http"
	"os/exec"
)

func FiberCmdiSprintfVuln(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := fmt.Sprintf("%s", param)
	// vigil: go.command-injection
	out, err := exec.Command("sh", "-c", "grep -c "+bar+" /var/log/app.log").Output()
	_ = out
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	return c.SendString("done")
}
