<?php
use Illuminate\Support\Facades\Blade;

function preview(\Twig\Environment $twig)
{
    $source = $_POST['template'] ?? '';
    // vigil: php.template-injection
    $tpl = $twig->createTemplate($source);
    // vigil-ok: php.template-injection
    $ok = $twig->createTemplate('Hello {{ name }}');
    // vigil: php.template-injection
    echo Blade::render($_POST['body'] ?? '');
    // vigil-ok: php.template-injection
    echo Blade::render('Hello {{ $name }}', ['name' => $_POST['body'] ?? '']);
    return $tpl->render(['name' => $source]);
}
