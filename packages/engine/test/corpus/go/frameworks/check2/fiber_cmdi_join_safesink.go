package check2

import (
	"github.com/gofiber/fiber/v2"
	"net/http"
	"os/exec"
	"strings"
)

func FiberCmdiJoinSafesink(c *fiber.Ctx) error {
	param := c.Query("term")
	bar := strings.Join([]string{"", param}, "")
	// vigil-ok: go.command-injection
	out, err := exec.Command("grep", "-c", "--", bar, "/var/log/app.log").Output()
	_ = out
	if err != nil {
		return c.SendStatus(http.StatusInternalServerError)
	}
	return c.SendString("done")
}
