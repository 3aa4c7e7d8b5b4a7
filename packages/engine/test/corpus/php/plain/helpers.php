<?php
// Helpers shared by the order pages.

function order_clause(string $column, string $value): string
{
    return $column . " = '" . $value . "'";
}

function only_digits(string $value): string
{
    $digits = preg_replace('/\D+/', '', $value);
    return $digits === '' ? '0' : $digits;
}

function html(string $s): string
{
    return htmlspecialchars($s, ENT_QUOTES | ENT_HTML5, 'UTF-8');
}
