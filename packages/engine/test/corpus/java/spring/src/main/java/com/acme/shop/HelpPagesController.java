package com.acme.shop;

import java.util.Map;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/** Help pages rendered with Thymeleaf, one template per topic and language. */
@Controller
public class HelpPagesController {
    private static final Map<String, String> TOPICS = Map.of(
            "orders", "help/orders",
            "returns", "help/returns",
            "payments", "help/payments");

    @GetMapping("/help/{lang}/{topic}")
    public String page(@PathVariable String lang, @PathVariable String topic, Model model) {
        model.addAttribute("topic", topic);
        // vigil: java.template-injection
        return "help/" + lang + "/" + topic;
    }

    @GetMapping("/help/v2/{topic}")
    public String pageSafe(@PathVariable String topic, Model model) {
        model.addAttribute("topic", topic);
        // vigil-ok: java.template-injection
        return TOPICS.getOrDefault(topic, "help/index");
    }

    @GetMapping("/help/legacy")
    public ModelAndView legacy(@RequestParam String section) {
        // vigil: java.template-injection
        return new ModelAndView("help/legacy/" + section);
    }

    @GetMapping("/help/legacy/v2")
    public ModelAndView legacySafe(@RequestParam String section) {
        // vigil-ok: java.template-injection
        ModelAndView mv = new ModelAndView("help/legacy/index");
        mv.addObject("section", section);
        return mv;
    }
}
